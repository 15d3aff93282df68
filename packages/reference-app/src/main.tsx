import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider, createBrowserRouter } from 'react-router-dom';
import '@bondkit/widgets/styles.css';
import './app.css';
import { createAppClient } from './app/createAppClient';
import { createAppRoutes } from './app/createAppRoutes';
import { loadAppConfiguration } from './app/appConfiguration';
import { createConfiguredSupportWidget } from './support/configuredSupportWidget';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element.');

const client = createAppClient();
const router = createBrowserRouter(
  createAppRoutes({
    client,
    supportWidget: createConfiguredSupportWidget(() => loadAppConfiguration(client)),
    reload: () => window.location.reload(),
    storage: window.localStorage,
  }),
);

createRoot(container).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
