import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint();
/** The messages ESLint gives `code` as if it were the file at `path`. */
async function lint(path: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path });
  return (result?.messages ?? []).map((m) => `${m.ruleId}: ${m.message}`);
}

// The first lint loads the whole ESLint config and its plugins: seconds on a busy two-core machine.
describe('import boundaries (eslint.config.mjs)', { timeout: 60_000 }, () => {
  it('keeps zod, content and next/link out of client components, and lets type imports through', async () => {
    const messages = await lint(
      'components/ui/probe.tsx',
      "'use client';\nimport { z } from 'zod';\nimport { site } from '@/content/site';\nimport type { Site } from '@/content/site';\nimport Link from 'next/link';\nexport const probe: unknown[] = [z, site, Link];\nexport type P = Site;\n",
    );
    expect(messages).toEqual([
      expect.stringMatching(/^local\/client-boundary: .*'zod'/),
      expect.stringMatching(/^local\/client-boundary: .*'@\/content\/site'/),
      expect.stringMatching(/^no-restricted-imports: .*next\/link/),
    ]);
  });

  it('lets server components read content', async () => {
    expect(await lint('components/sections/probe.tsx', "import { site } from '@/content/site';\nexport const probe = site;\n")).toEqual([]);
  });

  it('keeps each folder from importing the folders above it', async () => {
    expect(await lint('lib/probe.ts', "import { site } from '@/content/site';\nexport const probe = site;\n")).toEqual([
      expect.stringMatching(/lib\/ must not import content\//),
    ]);
    expect(await lint('content/probe.ts', "import { Container } from '@/components/ui/container';\nexport const probe = Container;\n")).toEqual([
      expect.stringMatching(/content\/ must not import components\//),
    ]);
    // lib/content reads content and sits above it: content/ may not import it back, nor lib/content the components.
    expect(await lint('lib/content/probe.ts', "import { site } from '@/content/site';\nexport const probe = site;\n")).toEqual([]);
    expect(await lint('content/probe.ts', "import { routeFor } from '@/lib/content/routes';\nexport const probe = routeFor;\n")).toEqual([
      expect.stringMatching(/content\/ must not import lib\/content\//),
    ]);
    expect(await lint('lib/content/probe.ts', "import { Container } from '@/components/ui/container';\nexport const probe = Container;\n")).toEqual([
      expect.stringMatching(/lib\/content\/ must not import components\//),
    ]);
  });

  it('keeps the shared enquiry schema loadable by a plain Node program, and the form light', async () => {
    expect(await lint('server/core/enquiry-schema.ts', "import { z } from 'zod';\nexport const probe = z;\n")).toEqual([expect.stringMatching(/only zod\/mini/)]);
    expect(await lint('lib/enquiry.ts', "import { enquirySchema } from '@/server/core/enquiry-schema';\nexport const probe = enquirySchema;\n")).toEqual([
      expect.stringMatching(/on demand/),
    ]);
    expect(await lint('components/contact/enquiry-form.tsx', "'use client';\nimport { toast } from 'react-hot-toast';\nexport const probe = toast;\n")).toEqual([
      expect.stringMatching(/loaded late/),
    ]);
  });
});
