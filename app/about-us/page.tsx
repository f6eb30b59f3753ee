import { buildMetadata } from '@/lib/metadata';
import AboutPage from '../about/page';

// The alias renders the About page; its canonical link points at /about/ (static export has no redirects).
export const metadata = buildMetadata('/about-us');

export default AboutPage;
