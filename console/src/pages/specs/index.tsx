export { SpecList } from './list.js';
export { SpecDetail } from './detail.js';
