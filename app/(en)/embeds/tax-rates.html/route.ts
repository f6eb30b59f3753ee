import { site } from '@/content/site';
import { taxBrackets } from '@/content/tax-brackets';
import { renderTaxRatesEmbed } from '@/lib/content/tax-rates-embed';

export const dynamic = 'force-static';

export function GET() {
  return new Response(renderTaxRatesEmbed(taxBrackets, site.name), { headers: { 'Content-Type': 'text/html; charset=utf-8' } });
}
