export { ActionList } from './list.js';
