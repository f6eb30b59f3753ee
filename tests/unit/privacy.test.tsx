/** The privacy notice says what the form sends and the service keeps, from the same code that does it. */
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { enquiryFieldNotes, enquiryFields, enquiryRetentionDays, privacyPage } from '@/content/privacy';
import { ENQUIRY_RETENTION_DAYS } from '@/server/core/enquiry-rules';
import { enquirySchema } from '@/server/core/enquiry-schema';
import { enquiryFormCopy } from '@/content/contact';
import { site } from '@/content/site';
import { site as siteEs } from '@/content/site.es';
import { team } from '@/content/team';
import { LicenceNotice, licensedMembers } from '@/components/sections/licence-notice';

describe('privacy notice', () => {
  it('describes every field the enquiry schema accepts, in the schema’s order, and no other', () => {
    const schemaFields = Object.keys(enquirySchema.shape);
    expect(enquiryFields.map((f) => f.key)).toEqual(schemaFields);
    expect(Object.keys(enquiryFieldNotes).sort()).toEqual([...schemaFields].sort());
    for (const field of enquiryFields) expect(field.what.length, field.key).toBeGreaterThan(20);
  });

  it('labels each visible field as the form does', () => {
    for (const key of ['name', 'email', 'phone', 'category', 'message'] as const) {
      expect(enquiryFieldNotes[key].label).toBe(enquiryFormCopy.labels[key]);
    }
  });

  it('quotes the retention the enquiry service enforces', () => {
    expect(enquiryRetentionDays).toBe(ENQUIRY_RETENTION_DAYS);
    const where = privacyPage.where.join(' ');
    expect(where).toContain(`deletes a delivered enquiry ${ENQUIRY_RETENTION_DAYS} days after delivery`);
    expect(where).toContain('kept until we resend it or delete it');
    expect(where).toContain(site.contact.email);
  });

  // Each claim is one the enquiry service's own tests prove (server/tests: encryption, masking).
  it('keeps the safeguards to what the code does', () => {
    const safeguards = privacyPage.safeguards.body;
    expect(safeguards).toContain('Safeguards Rule (16 CFR Part 314)');
    expect(safeguards).toMatch(/over an encrypted \(TLS\) connection/);
    expect(safeguards).toContain('your name, email address, phone number and message are encrypted (AES-256-GCM) with a key kept apart from it');
    expect(safeguards).toContain('keeps only the last four digits');
    expect(privacyPage.dnt).toMatch(/Do Not Track/);
  });
});

describe('licence and complaints', () => {
  it('gives each licensed member’s Texas certificate and the Board’s look-up', () => {
    const members = licensedMembers(team);
    expect(members.length).toBeGreaterThan(0);
    const html = renderToStaticMarkup(<LicenceNotice id="l" members={members} regulator={site.regulator} />);
    const text = html.replace(/<[^>]+>/g, '');
    for (const m of members) expect(text).toContain(`${m.name} holds Texas Certified Public Accountant certificate no. [placeholder: not a real certificate number], issued by the Texas State Board of Public Accountancy.`);
    expect(text).not.toContain('PLACEHOLDER');
    expect(html).toContain(`href="${site.regulator.licenseeLookup}"`);
  });

  it('carries the complaint notice of 22 TAC 501.85 with the Board’s web address and enforcement e-mail', () => {
    const html = renderToStaticMarkup(<LicenceNotice id="l" members={licensedMembers(team)} regulator={site.regulator} />);
    const text = html.replace(/<[^>]+>/g, '').replace(/\s+/g, ' ');
    expect(text).toContain(
      'Complaints concerning Certified Public Accountants may be addressed in writing to the Texas State Board of Public Accountancy at the Board’s address as it appears on its website at www.tsbpa.texas.gov',
    );
    expect(text).toContain('enforcement@tsbpa.texas.gov');
    expect(html).toContain('href="mailto:enforcement@tsbpa.texas.gov"');
    expect(new URL(site.regulator.url).host).toBe('www.tsbpa.texas.gov');
  });

  it('names the Board by its own name on Spanish pages, with a Spanish gloss', () => {
    const html = renderToStaticMarkup(<LicenceNotice id="l" members={licensedMembers(team)} regulator={siteEs.regulator} lang="es" />);
    const text = html.replace(/<[^>]+>/g, '').replace(/\s+/g, ' ');
    expect(text).toContain('emitido por la Texas State Board of Public Accountancy (TSBPA, la junta de contaduría pública del estado).');
    expect(text).toContain('n.º [ejemplo: no es un número de certificado real]');
    expect(text).toContain('pueden dirigirse por escrito a la Texas State Board of Public Accountancy (TSBPA, la junta de contaduría pública del estado), a la dirección de la TSBPA');
    expect(text).not.toMatch(/Junta|Contadores Públicos de Texas/);
    expect(html).toContain(`href="${site.regulator.licenseeLookup}"`);
  });
});
