import { pageMetadata } from '@/lib/content/metadata';
import AboutPage from '../about/page';

// The alias renders the About page; its canonical link points at /about/ (static export has no redirects).
export const generateMetadata = () => pageMetadata('/about-us');

export default AboutPage;
