import { domAnimation } from 'framer-motion';

/**
 * framer-motion's animation features, loaded by `LazyMotion` in a chunk of their own after the page
 * is interactive, so they are not part of any page's first-load JavaScript.
 */
export default domAnimation;
