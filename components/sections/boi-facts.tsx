import type { Boi } from '@/lib/schemas';

export function BoiFacts({ facts, headingId, title = 'BOI at a glance' }: { facts: Boi['facts']; headingId: string; title?: string }) {
  return (
    <section aria-labelledby={headingId} className="rounded-2xl border border-sand-200 bg-sand-50 p-6 sm:p-7">
      <h2 id={headingId} className="text-2xl font-semibold">
        {title}
      </h2>
      <dl className="mt-5 divide-y divide-sand-200">
        {facts.map((fact) => (
          <div key={fact.label} className="py-3 first:pt-0 last:pb-0">
            <dt className="text-eyebrow uppercase text-gold-700">{fact.label}</dt>
            <dd className="mt-1 leading-relaxed text-ink">{fact.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
