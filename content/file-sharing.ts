import { site } from './site';
import { teamWording } from './team';
import type { Translation } from '@/lib/translation';

/**
 * Copy for the two entry points to the external file-sharing provider.
 * The URLs live in content/site.ts.
 */
export const fileSharing = {
  fileDrop: {
    label: 'File Drop',
    tooltip: teamWording.fileDropTooltip,
    heading: 'Send files with File Drop',
    paragraphs: [
      'File Drop opens our secure file-sharing provider in a new tab. No account is needed.',
      `The upload form there asks for your Email, First Name, Last Name and Company, and for a Recipient chosen from a dropdown: ${teamWording.recipient}, then add your files.`,
    ],
    url: site.links.fileDrop,
  },
  clientLogin: {
    label: 'Client Login',
    tooltip: 'Access your documents and folders by logging in to your file-sharing account.',
    heading: 'Log in to your client portal',
    paragraphs: [
      'Client Login opens our secure file-sharing portal in a new tab.',
      'Log in with your file-sharing account to view, download and upload the documents and folders we share with you.',
    ],
    url: site.links.clientLogin,
  },
} as const;

/** The copy's shape in either language (content/file-sharing.es.ts has the same keys). */
export type FileSharingCopy = Translation<typeof fileSharing>;
