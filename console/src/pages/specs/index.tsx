export { SpecList } from './list.js';
export { SpecDetail } from './detail.js';
export { SpecNew } from './new.js';
