/**
 * Spanish twin of `teamWording` in content/team.ts: copy that speaks of the firm's people follows from the
 * same list of people (one person is named, never called a team). Gender-neutral wording, since the list
 * records none.
 */
import { plainName, team } from './team';

/** The English twin this file translates: the first 12 hex digits of the SHA-256 of content/team.ts. */
export const translates = 'dec533c72e6d';

const [lead] = team;
if (!lead) throw new Error('content/team.ts: list at least one person');

export const teamWording: typeof import('./team').teamWording =
  team.length === 1
    ? {
        pageTitle: 'Conozca a su CPA',
        pageDescription: `${lead.name}, con licencia de CPA en Texas y Certified QuickBooks ProAdvisor de Live Oak Ledger CPA: prepara sus declaraciones y lleva sus libros.`,
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
