// Recommended rules, no rule off; each change below narrows one rule to markup React or this site writes on purpose.
const config = {
  root: true,
  extends: ['html-validate:recommended'],
  rules: {
    // React writes some attributes under their camelCase prop names (charSet, noModule, dateTime); HTML attribute names ignore case.
    'attr-case': ['error', { style: ['lowercase', 'camelcase'] }],
    // React closes void elements as <meta/>, <img/>, <br/>.
    'void-style': ['error', { style: 'selfclose' }],
    // React writes boolean attributes as required="", async="", noModule="".
    'attribute-boolean-style': ['error', { style: 'empty' }],
    // React writes empty-value attributes as hidden="", crossorigin="".
    'attribute-empty-style': ['error', { style: 'empty' }],
    // React's useId ids start with "_R_"; HTML allows any id without spaces (the rule's WHATWG setting).
    'valid-id': ['error', { relaxed: true }],
    // ARIA lets a list be named; the Resources menu and the headline marquee are lists found by name (the rule's WHATWG setting).
    'aria-label-misuse': ['error', { allowAnyNamable: true }],
    // role="list" keeps list semantics in WebKit, which drops them from lists styled list-style: none.
    'no-redundant-role': ['error', { exclude: ['list'] }],
    // Accordion panels and scrolling tables are labelled regions, not document sections; as <section> the Nu checker flags their missing heading.
    'prefer-native-element': ['error', { exclude: ['region'] }],
    // A phone link that cannot wrap needs no non-breaking characters, which would break copying the number.
    'tel-non-breaking': ['error', { ignoreClasses: ['whitespace-nowrap'] }],
  },
};

export default config;
