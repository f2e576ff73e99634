import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router';
import { recordEvent } from '../../shared/cases';
import '../../shared/acme-panel';
import { App } from './App';

// The dialog opened by the page's own trigger is no element of the app: its event is heard on the document.
document.addEventListener('consultation-submitted', recordEvent);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <BrowserRouter>
      <Routes>
        <Route path="/" element={<App />} />
        {/* A campaign's landing: the router cleans the address (utm_* gone) before any widget code runs. */}
        <Route path="/landing" element={<Navigate replace to="/" />} />
      </Routes>
    </BrowserRouter>
  </StrictMode>,
);
