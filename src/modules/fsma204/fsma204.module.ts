import type { ModuleDescriptor } from '../../app-context.js';
import { fsma204Routes } from './fsma204.routes.js';

export const fsma204Module: ModuleDescriptor = {
  name: 'fsma204',
  prefixes: ['/fsma204', '/traceability'],
  tag: {
    name: 'FSMA 204',
    description:
      'The FDA Food Traceability Rule (21 CFR 1 subpart S) from the EPCIS events: the electronic sortable spreadsheet of Critical Tracking Events and their Key Data Elements, and how complete suppliers’ shipping events are',
  },
  routes: fsma204Routes,
};
