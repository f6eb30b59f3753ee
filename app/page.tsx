import { buildMetadata } from '@/lib/metadata';

export const metadata = buildMetadata('/');

export default function HomePage() {
  return <h1>Home</h1>;
}
