/** The privacy notice says what the form sends and the service keeps, from the same code that does it. */
import { readFileSync } from 'node:fs';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { enquiryFieldNotes, enquiryFields, enquiryRetentionDays, privacyPage } from '@/content/privacy';
import { ENQUIRY_RETENTION_DAYS } from '@/server/core/enquiry-rules';
import { enquirySchema } from '@/server/core/enquiry-schema';
import { enquiryFormCopy } from '@/content/contact';
import { site } from '@/content/site';
import { site as siteEs } from '@/content/site.es';
import { privacyPage as spanishPrivacy } from '@/content/privacy.es';
import { privacyStatementFor } from '@/content/site';
import { privacyStatementFor as spanishStatementFor } from '@/content/site.es';
import { ui as spanishUi } from '@/content/ui.es';
import { ENQUIRY_SERVICES, type EnquiryService } from '@/lib/schemas';
import { SETTINGS } from '@/server/core/settings';
import { PrivacyNotice } from '@/components/pages/privacy-page';
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

  it('quotes the retention the enquiry service enforces, with either back end', () => {
    expect(enquiryRetentionDays).toBe(ENQUIRY_RETENTION_DAYS);
    for (const service of ENQUIRY_SERVICES) {
      const { stored } = privacyPage.services[service];
      expect(stored).toContain(`deletes a delivered enquiry ${ENQUIRY_RETENTION_DAYS} days after delivery`);
      expect(stored).toContain('kept until we resend it or delete it');
    }
    expect(privacyPage.where.join(' ')).toContain(site.contact.email);
  });

  it('applies that retention in both runtimes: the shared setting defaults to it and no deploy sample overrides it', () => {
    expect(SETTINGS.retentionDays.fallback).toBe(ENQUIRY_RETENTION_DAYS);
    for (const sample of ['deploy/wrangler.toml', 'deploy/enquiry-service.env']) {
      expect(readFileSync(sample, 'utf8'), sample).not.toMatch(/^\s*RETENTION_DAYS\s*=/m);
    }
  });

  // Each claim is one the enquiry service's own tests prove (server/tests: encryption, masking).
  it('keeps the safeguards to what the code does', () => {
    const safeguards = privacyPage.safeguards.body;
    expect(safeguards).toContain('Safeguards Rule (16 CFR Part 314)');
    expect(safeguards).toContain('your name, email address, phone number and message are encrypted (AES-256-GCM) with a key kept apart from it');
    expect(safeguards).toContain('keeps only the last four digits');
    expect(privacyPage.dnt).toMatch(/Do Not Track/);
  });
});

const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/&#x27;/g, "'").replace(/&quot;/g, '"').replace(/&amp;/g, '&').replace(/\s+/g, ' ');
const render = (path: string, service: EnquiryService) => text(renderToStaticMarkup(<PrivacyNotice lang={path.startsWith('/es/') ? 'es' : 'en'} service={service} />));

describe('the notice for each enquiry back end (site.enquiryService)', () => {
  it('defaults to the Worker, the README’s easier choice', () => {
    expect(site.enquiryService).toBe('cloudflare-worker');
  });

  it('with the Worker, in English: the address in D1 for a minute or two, the enquiries in Cloudflare’s D1, Cloudflare among the recipients', () => {
    const page = render('/privacy', 'cloudflare-worker');
    expect(page).toContain('writes your IP address (for IPv6, its first half, your network’s /64) to its database');
    expect(page).toContain('deletes it one to two minutes after your last one');
    expect(page).toContain('which Cloudflare keeps for us (D1, in the firm’s Cloudflare account)');
    expect(page).toContain(`deletes a delivered enquiry ${ENQUIRY_RETENTION_DAYS} days after delivery`);
    expect(page).toContain('Cloudflare runs our enquiry service and receives what you send through the form');
    expect(page).toMatch(/Cloudflare Runs our enquiry service: .* If you use it, it receives everything you send through the enquiry form/);
    expect(page).toContain('www.cloudflare.com');
    expect(page).not.toContain('does not store the address');
    expect(page).not.toContain('never writing the address down');
    expect(page).not.toContain('on the firm’s own server');
    expect(page).not.toContain('access log');
  });

  it('with the Node service, in English: addresses only in memory and in nginx’s access log for 15 days, enquiries on the firm’s server, no Cloudflare', () => {
    const page = render('/privacy', 'own-server');
    expect(page).toContain('counts each IP address’s recent enquiries in memory only, never writing the address down');
    expect(page).toContain('in its access log, which is deleted after 15 days');
    expect(page).toContain('To our enquiry service’s database on the firm’s own server');
    expect(page).toContain('over an encrypted (TLS) connection');
    expect(page).toContain(`deletes a delivered enquiry ${ENQUIRY_RETENTION_DAYS} days after delivery`);
    expect(page).not.toContain('Cloudflare');
  });

  it('with the Worker, in Spanish', () => {
    const page = render('/es/privacidad', 'cloudflare-worker');
    expect(page).toContain('anota su dirección IP (si es IPv6, su primera mitad, la red /64 a la que pertenece) en su base de datos');
    expect(page).toContain('entre uno y dos minutos después de su última consulta');
    expect(page).toContain('que Cloudflare guarda por nosotros (D1, en la cuenta de Cloudflare de la firma)');
    expect(page).toContain(`elimina una consulta entregada ${ENQUIRY_RETENTION_DAYS} días después de la entrega`);
    expect(page).toContain('Cloudflare opera nuestro servicio de consultas y recibe lo que usted envía mediante el formulario');
    expect(page).toContain(`${spanishUi.privacy.receives} todo lo que usted envía mediante el formulario de consulta`);
    expect(page).not.toContain('registro de accesos');
    expect(page).not.toContain('propio servidor de la firma');
  });

  it('with the Node service, in Spanish', () => {
    const page = render('/es/privacidad', 'own-server');
    expect(page).toContain('cuenta solo en memoria las consultas recientes de cada dirección IP, sin anotar nunca la dirección');
    expect(page).toContain('en su registro de accesos, que se elimina después de 15 días');
    expect(page).toContain('A la base de datos de nuestro servicio de consultas, en el propio servidor de la firma');
    expect(page).toContain(`elimina una consulta entregada ${ENQUIRY_RETENTION_DAYS} días después de la entrega`);
    expect(page).not.toContain('Cloudflare');
  });

  it('says how long the mailbox’s copies and staff exports are kept, from the firm’s value, in both languages and with either back end', () => {
    for (const service of ENQUIRY_SERVICES) {
      expect(render('/privacy', service)).toContain(
        `We delete that email, and any copy of the enquiry we export from the enquiry service, ${site.enquiryCopiesKeptMonths} months after our last reply`,
      );
      expect(render('/es/privacidad', service)).toContain(
        `cualquier copia de la consulta que exportemos del servicio de consultas, ${site.enquiryCopiesKeptMonths} meses después de nuestra última respuesta`,
      );
    }
    expect(spanishPrivacy.services['cloudflare-worker'].stored).toContain(String(ENQUIRY_RETENTION_DAYS));
  });

  it('names Cloudflare in the footer’s statement only with the Worker, in both languages', () => {
    expect(spanishStatementFor('cloudflare-worker')).toContain('Solo lo reciben Cloudflare, que opera nuestro servicio de consultas, nuestro proveedor de correo electrónico,');
    expect(spanishStatementFor('own-server')).toContain('Solo lo reciben nuestro proveedor de correo electrónico, el portal para compartir archivos o la página de reservas en línea si usted los usa');
    expect(spanishStatementFor('own-server')).not.toContain('Cloudflare');
    expect(privacyStatementFor('own-server')).not.toContain('Cloudflare');
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
