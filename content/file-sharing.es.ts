/**
 * Spanish twin of content/file-sharing.ts: the two entry points to the external file-sharing provider.
 * The URLs live in content/site.ts. "File Drop" is the provider's feature name and stays as it is.
 */
import type { Translation } from '@/lib/translation';
import type { fileSharing as englishFileSharing } from './file-sharing';
import { site } from './site';
import { teamWording } from './team.es';

/** The English twin this file translates: the first 12 hex digits of the SHA-256 of content/file-sharing.ts. */
export const translates = 'be1259bda369';

export const fileSharing = {
  fileDrop: {
    label: 'File Drop',
    tooltip: teamWording.fileDropTooltip,
    heading: 'Envíe archivos con File Drop',
    paragraphs: [
      'File Drop abre en una pestaña nueva a nuestro proveedor seguro para compartir archivos. No necesita una cuenta.',
      // The provider's form is in English: its field names are quoted as it shows them.
      `El formulario para subir archivos le pide su correo electrónico (Email), nombre (First Name), apellido (Last Name) y empresa (Company), y un destinatario (Recipient) que se elige de una lista desplegable: ${teamWording.recipient}; luego agregue sus archivos.`,
    ],
    url: site.links.fileDrop,
  },
  clientLogin: {
    label: 'Acceso de clientes',
    tooltip: 'Inicie sesión en su cuenta para compartir archivos y acceda a sus documentos y carpetas.',
    heading: 'Inicie sesión en su portal de cliente',
    paragraphs: [
      'Acceso de clientes abre en una pestaña nueva nuestro portal seguro para compartir archivos.',
      'Inicie sesión con su cuenta para compartir archivos para ver, descargar y subir los documentos y carpetas que compartimos con usted.',
    ],
    url: site.links.clientLogin,
  },
} as const satisfies Translation<typeof englishFileSharing>;
