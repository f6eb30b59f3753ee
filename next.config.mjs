/** @type {import('next').NextConfig} */
const nextConfig = {
  // Staff upload out/ to any static host: no server, no image optimiser.
  output: 'export',
  // /about/ -> out/about/index.html, which every static host serves without rewrites.
  trailingSlash: true,
  images: { unoptimized: true },
  reactStrictMode: true,
  poweredByHeader: false,
};

export default nextConfig;
