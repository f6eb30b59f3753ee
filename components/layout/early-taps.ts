/**
 * Until React has hydrated, no button listens: this keeps the last one tapped (as window.__earlyTap) for the Preloader
 * to replay. A submit button's own submission waits for that replay, so the form's handler is the one that sends.
 */
export const EARLY_TAPS = `(function(d){function k(e){if(d.documentElement.dataset.hydrated)return d.removeEventListener('click',k,!0);var b=e.target.closest&&e.target.closest('button');if(!b)return;if(b.type==='submit')e.preventDefault();window.__earlyTap=b}d.addEventListener('click',k,!0)})(document)`;
