/** Until React has hydrated, no button listens: this keeps the last one tapped (as window.__earlyTap) for the Preloader to replay. */
const CAPTURE = `(function(d){function k(e){if(d.documentElement.dataset.hydrated)return d.removeEventListener('click',k,!0);var b=e.target.closest&&e.target.closest('button[type=button]');if(b)window.__earlyTap=b}d.addEventListener('click',k,!0)})(document)`;

export function EarlyTaps() {
  return <script dangerouslySetInnerHTML={{ __html: CAPTURE }} />;
}
