export default function Page() {
  return <h1>Empty</h1>;
}
