import { render } from 'preact';
import { App } from './app.js';
import { registerServiceWorker } from './offline/register.js';
import './styles.css';

render(<App />, document.getElementById('app')!);
registerServiceWorker();
