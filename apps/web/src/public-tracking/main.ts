import '../styles/tokens.css';
import './public-tracking.css';
import { startTrackingPage } from './tracking-page';

// The entry of /t/<token> (public-tracking.html): no app shell, no sign-in (TRK-7, TRK-10).
const root = document.getElementById('tracking');
if (root) startTrackingPage(root, window.location);
