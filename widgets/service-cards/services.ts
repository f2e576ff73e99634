/** The three home page service cards (docs/product.md §2): path, bucket and copy. Shared with the static partial's text. */
import { servicePath } from '../content/services';

export interface ServiceCard {
  id: string;
  title: string;
  href: string;
  bucket: string;
  description: string;
  treatments: string[];
}

export const SERVICE_CARDS: readonly ServiceCard[] = [
  {
    id: 'facial-aesthetics',
    title: 'Facial Aesthetics',
    href: servicePath('facial-aesthetics'),
    bucket: 'injectables_images',
    description: 'Refresh and refine your natural features with physician-guided injectables and medical-grade skin treatments.',
    treatments: ['Botox & neurotoxins', 'Dermal fillers', 'Chemical peels', 'Medical-grade facials', 'IPL photofacials'],
  },
  {
    id: 'hair-restoration',
    title: 'Hair Restoration',
    href: servicePath('hair-restoration'),
    bucket: 'hair_images',
    description: 'Regrow thicker, fuller hair with proven surgical and non-surgical restoration led by our physician.',
    treatments: ['PRP therapy', 'FUE hair restoration', 'Exosomes', 'Red light laser therapy', 'Hair supplements'],
  },
  {
    id: 'iv-therapy',
    title: 'IV Therapy & Body Treatments',
    href: servicePath('iv-therapy'),
    bucket: 'ivtherapy_images',
    description: 'Recharge from the inside out and reshape stubborn areas with wellness infusions and body contouring.',
    treatments: ['Vitamin boost infusions', 'Hydration therapy', 'GLP-1 weight loss therapy', 'Body contouring', 'Cryolipolysis'],
  },
];

export const PREVIEW_INTERVAL_MS = 3000;
