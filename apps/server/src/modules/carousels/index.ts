// The public face of carousels: other modules (the message builder, broadcasts) ask only this.
export { carouselMessageOf } from './carousel-message.ts';
