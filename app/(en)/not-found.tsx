import { SiteLink } from '@/components/ui/site-link';

// Static hosts answer unknown URLs with the 404 page; this boundary rides in every payload, so it stays small.
export default function NotFound() {
  return (
    <p className="mx-auto max-w-container px-4 py-16 sm:px-6">
      Sorry, the requested page does not exist. <SiteLink href="/">Go to the home page</SiteLink>
    </p>
  );
}
