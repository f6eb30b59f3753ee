// The framework floor: an empty Next.js page, built with the project's own Next version, against
// which scripts/measure-js.mjs compares every route's first-load JavaScript.
export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
