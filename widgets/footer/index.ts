/** The footer's public surface for other features and the site's pages (/contact lists the same social links). */
export { SocialLinks } from '../runtime/social/SocialLinks';
