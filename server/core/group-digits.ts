/**
 * 5000 -> "5,000", as US English and US Spanish write a whole number. String work, not toLocaleString: a page's first
 * Intl call loads its locale data, about 0.15 s on a slow phone, and these run while a page hydrates.
 */
export const groupDigits = (whole: number) => String(whole).replace(/\B(?=(\d{3})+$)/g, ',');
