import { describe, expect, it } from 'vitest';
import { languageSwitchFor, menusFor } from '@/lib/content/navigation-for';
import { isActive } from '@/components/layout/nav-active';
import { twinOf } from '@/lib/content/routes';
import { ui } from '@/content/ui';
import { ui as uiEs } from '@/content/ui.es';
import { englishLabels } from '@/components/layout/file-dialog-content';
import { dialogLabels } from '@/components/layout/file-dialog-labels';
import { ENGLISH_LIGHTBOX_LABELS } from '@/components/ui/lightbox-labels';

describe('layout in Spanish', () => {
  it('highlights the Spanish services entry on a Spanish service page, and only it', () => {
    const { navigation } = menusFor('es');
    const active = [...navigation.main, ...navigation.resources].filter((item) => isActive(item, '/es/servicios-director-financiero/'));
    expect(active.map((item) => item.label)).toEqual(['Servicios']);
    expect(navigation.main.filter((item) => isActive(item, '/es/servicios')).map((item) => item.label)).toEqual(['Servicios']);
  });

  it("switches each page to its served twin only, named in the other language", () => {
    const en = languageSwitchFor('en');
    const es = languageSwitchFor('es');
    expect(en).toMatchObject({ label: 'Español', lang: 'es-US' });
    expect(es).toMatchObject({ label: 'English', lang: 'en-US' });
    expect(en.twins['/services-cfo']).toBe(twinOf('/services-cfo'));
    for (const [path, twin] of Object.entries(es.twins)) expect(en.twins[twin] ?? twinOf(twin)).toBe(path);
    for (const [path, twin] of Object.entries(en.twins)) expect(twinOf(path)).toBe(twin);
    expect(Object.keys(en.twins).every((path) => !path.startsWith('/es'))).toBe(true);
    expect(Object.keys(es.twins).every((path) => path.startsWith('/es/') || path === '/es')).toBe(true);
    expect(en.twins['/tax-calendar']).toBe(twinOf('/tax-calendar'));
  });

  it('has every layout string in both languages', () => {
    expect(Object.keys(uiEs.layout)).toEqual(Object.keys(ui.layout));
    expect(uiEs.layout.mainNav).toBe('Principal');
    expect(uiEs.layout.breadcrumb).toBe('Ruta de navegación');
  });

  it("gives the file dialog its words in Spanish, and leaves English pages on the dialog's own English, which is content/ui.ts's", () => {
    expect(dialogLabels('en')).toBeUndefined();
    expect(englishLabels).toEqual({ title: ui.layout.dialogTitle, close: ui.layout.closeDialog, closeButton: ui.layout.dialogClose, open: ui.layout.dialogOpen, inNewTab: ui.layout.inNewTab });
    expect(dialogLabels('es')).toMatchObject({ title: 'Atención', closeButton: 'CERRAR' });
  });

  it("leaves English pages on the lightbox's own English, which is content/ui.ts's", () => {
    expect(ENGLISH_LIGHTBOX_LABELS).toEqual(ui.home.lightbox);
  });
});
