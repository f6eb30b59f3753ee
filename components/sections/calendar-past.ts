/**
 * Run before the calendar is parsed, so its first paint already opens on the next due date: styles every card whose
 * data-due is before the visitor's local today as past (app/tax-calendar-cards.css reads --tc-past), hides past cards
 * and the months and years left empty until the .tc-show-past box is ticked, and shows that box only when a date is past.
 * Attribute prefixes stand in for a date comparison CSS cannot make: the nine years before, the months and days before today.
 */
export const PAST_DATES = `(function(d){var y=d.getFullYear(),m=d.getMonth()+1,p=function(n){return(n<10?'0':'')+n},s=[],i;for(i=y-9;i<y;i++)s.push(i);for(i=1;i<m;i++)s.push(y+'-'+p(i));for(i=1;i<d.getDate();i++)s.push(y+'-'+p(m)+'-'+p(i));var P=':is('+s.map(function(v){return'[data-due^="'+v+'"]'}).join()+')',N=':not(:has([data-due]:not('+P+',[hidden])))',e=document.createElement('style');e.textContent=P+'{--tc-past:block;--tc-bg:var(--tc-bg-past)}.tc-list:has('+P+') .tc-past-toggle{display:flex}.tc-list:has(.tc-show-past:not(:checked)) :is('+P+',[data-month]'+N+',[data-year]'+N+'){display:none}';document.head.appendChild(e)})(new Date)`;
