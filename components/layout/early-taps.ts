/**
 * Until React has hydrated, a tap on a button may find no listener: this keeps the last one tapped (as window.__earlyTap)
 * for the Preloader to replay, and stops it here, as React's listeners, attached while it hydrates, would otherwise act
 * on it too and the replay undo a toggle. A submit button's own submission waits for that replay, so the form's handler
 * is the one that sends.
 */
export const EARLY_TAPS = `(function(d){function k(e){if(d.documentElement.dataset.hydrated)return d.removeEventListener('click',k,!0);var b=e.target.closest&&e.target.closest('button');if(!b)return;if(b.type==='submit')e.preventDefault();e.stopImmediatePropagation();window.__earlyTap=b}d.addEventListener('click',k,!0)})(document)`;
