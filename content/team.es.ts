/**
 * Spanish twin of content/team.ts: titles, bios and alt text translated; ids, images, email, licence number and
 * the people's names come from the English entries, and the wording is built from the list the same way.
 */
import { z } from 'zod';
import { defineContent } from '@/lib/define-content';
import { teamMemberSchema } from '@/lib/schemas';
import { plainName, team as englishTeam } from './team';

/** The English twin this file translates: the first 12 hex digits of the SHA-256 of content/team.ts. */
export const translates = 'd9fb1bdde1eb';

export { plainName } from './team';

type Gender = 'f' | 'm';

/** What Spanish changes for each person, by id; `gender` only chooses the word endings below and is not shown. */
const spanish: Record<string, { gender: Gender; alt: string; designation: string; credentials: string[]; licenceTitle?: string; description: Record<number, string> }> = {
  'maria-delgado': {
    gender: 'f',
    alt: 'Retrato de Maria Delgado, fundadora de Live Oak Ledger CPA',
    designation: 'Fundadora y titular',
    credentials: ['CPA (Texas)', 'Certified QuickBooks ProAdvisor (Online y Desktop)', 'MPA, The University of Texas at Austin'],
    licenceTitle: 'Contadora Pública Certificada',
    description: {
      1: 'Maria Delgado fundó Live Oak Ledger CPA en 2011 con una idea sencilla: las familias y las pequeñas empresas merecen el mismo asesoramiento cuidadoso y con visión de futuro que las grandes compañías reciben de sus contadores, explicado en palabras sencillas y con un precio fijado antes de empezar el trabajo.',
      2: 'Maria obtuvo su licenciatura en contabilidad y su Maestría en Contabilidad Profesional en la McCombs School of Business de The University of Texas at Austin. Comenzó su carrera en el área de impuestos de una firma de las Big Four, preparando y revisando declaraciones de sociedades colectivas y de sociedades anónimas, y luego pasó varios años en una firma regional de CPA en Austin asesorando a empresas administradas por sus dueños y a inversionistas en bienes raíces.',
      3: 'Hoy dirige el trabajo tributario y de asesoría de la firma y trabaja directamente con dueños de negocios, inversionistas en propiedades de alquiler y juntas directivas de organizaciones sin fines de lucro. Tiene licencia de CPA en Texas y es Certified QuickBooks ProAdvisor tanto de QuickBooks Online como de QuickBooks Desktop.',
      4: 'Fuera de la oficina, Maria es voluntaria en una clínica gratuita de preparación de impuestos VITA durante la temporada de declaraciones y da talleres de impuestos para nuevos dueños de pequeñas empresas. Los fines de semana, por lo general se le puede encontrar en el sendero que rodea Lady Bird Lake.',
    },
  },
};

function twin(member: (typeof englishTeam)[number]) {
  const es = spanish[member.id];
  if (!es) throw new Error(`content/team.es.ts: "${member.id}" is in content/team.ts but has no Spanish entry here; add one`);
  return {
    ...member,
    image: { ...member.image, alt: es.alt },
    designation: es.designation,
    credentials: es.credentials,
    ...(member.licence && { licence: { ...member.licence, title: es.licenceTitle ?? member.licence.title } }),
    description: member.description.map(({ id, paragraph }) => {
      const text = es.description[id];
      if (!text) throw new Error(`content/team.es.ts: "${member.id}" has no Spanish paragraph ${id} (English: "${paragraph.slice(0, 40)}…")`);
      return { id, paragraph: text };
    }),
  };
}

export const team: typeof englishTeam = defineContent('team.es.ts', z.array(teamMemberSchema), englishTeam.map(twin));

const [lead] = team;
if (!lead) throw new Error('content/team.es.ts: list at least one person');

/** The word ending for a person: `ending(lead, 'a', 'o')`. */
const ending = (member: { id: string }, feminine: string, masculine: string) => (spanish[member.id]?.gender === 'f' ? feminine : masculine);

/** "Our founder" in Spanish, feminine or masculine as the first person listed is a woman or a man. */
export const ourFounder = `nuestr${ending(lead, 'a', 'o')} fundador${ending(lead, 'a', '')}`;

/** Copy that speaks of the firm's people follows from the list above: one person is named, never called a team. */
export const teamWording: typeof import('./team').teamWording =
  team.length === 1
    ? {
        pageTitle: `Conozca a nuestr${ending(lead, 'a', 'o')} CPA`,
        pageDescription: `${lead.name}, ${ending(lead, 'la', 'el')} CPA con licencia en Texas y Certified QuickBooks ProAdvisor de Live Oak Ledger CPA: prepara sus declaraciones y lleva sus libros.`,
        profileDescription: `Perfil de ${lead.name}: trayectoria, credenciales, licencia de CPA de Texas y los clientes que la firma atiende en Austin y en Texas.`,
        eyebrow: 'Con quién trabaja usted',
        listLabel: 'Con quién trabaja usted',
        recipient: `elija a ${plainName(lead)}`,
        fileDropTooltip: `Suba archivos al File Box de ${plainName(lead)}.`,
      }
    : {
        pageTitle: 'Nuestro equipo',
        pageDescription: `Las ${team.length} personas de Live Oak Ledger CPA: sus credenciales y las declaraciones y los libros de los que se ocupa cada una.`,
        profileDescription: 'Perfil de un miembro del equipo de Live Oak Ledger CPA: trayectoria, credenciales, licencia y los clientes que atiende en Austin y en todo Texas.',
        eyebrow: 'Nuestro equipo',
        listLabel: 'Miembros del equipo',
        recipient: 'elija al miembro del equipo con quien trabaja',
        fileDropTooltip: 'Elija a un empleado y suba archivos a su File Box.',
      };

const proAdvisors = team.filter((m) => m.credentials.some((c) => c.includes('QuickBooks ProAdvisor')));
/** Who Intuit certifies as a QuickBooks ProAdvisor, as a sentence object; empty when no one is. */
export const proAdvisorSubject =
  proAdvisors.length === 0
    ? ''
    : proAdvisors.length === 1
      ? `${plainName(proAdvisors[0]!)}${proAdvisors[0] === lead ? `, ${ourFounder},` : ''}`
      : `${proAdvisors.length} de nuestros profesionales`;
