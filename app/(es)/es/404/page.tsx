import type { Metadata } from 'next';
import { site } from '@/content/site';
import { NotFoundPage } from '@/components/pages/not-found-page';

// Written to out/es/404.html after the build, which hosts serve for unknown paths under /es/.
export const metadata: Metadata = { title: { absolute: `404 | ${site.name}` }, robots: { index: false } };

export default function Page() {
  return <NotFoundPage lang="es" />;
}
