import { newsFeed } from '@/lib/content/news-feed';

export const dynamic = 'force-static';

export function GET() {
  return newsFeed('es');
}
