/** Lists what a real firm must still replace before going live: `npm run launch-check`. Exits 1 while anything remains. */
import { launchInput } from '@/lib/content/launch-input';
import { formatLaunchItems, launchCheck } from '@/lib/launch-check';

const items = launchCheck(launchInput(process.cwd()));
console.log(formatLaunchItems(items));
if (items.length) {
  console.error('\nFix each item above (README, "Before going live"), then run npm run launch-check again.');
  process.exit(1);
}
