import '@testing-library/jest-dom/vitest';
import { createElement, type ComponentType, type ReactNode } from 'react';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { Dialog, Toast } from 'antd-mobile';
import { act, cleanup, configure } from '@testing-library/react';
import type * as TestingLibrary from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { messages } from '../locales/en/messages.po';
import { clearDialogs, clearToasts, loadOverlays } from '../app/overlays';

// findBy… and waitFor give up after 3 s instead of 1 s: on two cores, with the whole suite's workers
// rendering at once, a reply that streams in a few React renders could miss the 1 s default.
// Nothing here asserts a time; a test that is really broken fails, just later.
configure({ asyncUtilTimeout: 3000 });

// Tests read the English interface, from the same catalogue the app loads.
i18n.loadAndActivate({ locale: 'en', messages });

// The shell's toasts and dialogs are loaded up front, as main.tsx does right after the first
// screen: a test never ends while their import is still on its way.
await loadOverlays();

// Everything a test renders sits inside the interface-language provider, as it does in the app
// (app/locale-provider.tsx), so components that say something can be rendered on their own.
vi.mock('@testing-library/react', async (importOriginal) => {
  const library = await importOriginal<typeof TestingLibrary>();
  const withI18n = (Inner?: ComponentType<{ children: ReactNode }>) =>
    function I18nWrapper({ children }: { children: ReactNode }) {
      return createElement(I18nProvider, { i18n }, Inner ? createElement(Inner, null, children) : children);
    };
  return {
    ...library,
    render: ((ui: Parameters<typeof library.render>[0], options?: Parameters<typeof library.render>[1]) =>
      library.render(ui, { ...options, wrapper: withI18n(options?.wrapper) })) as typeof library.render,
    renderHook: ((callback: (props: unknown) => unknown, options?: { wrapper?: ComponentType<{ children: ReactNode }> }) =>
      library.renderHook(callback, { ...options, wrapper: withI18n(options?.wrapper) })) as typeof library.renderHook,
  };
});

afterEach(() => {
  // A toast still showing closes itself on a timer (2 s for the package's own Toast), which could fire
  // after the test file's window is gone and fail the run ("window is not defined"). Both copies of
  // the package tests load are closed: the one components import and the one app/overlays.ts loads.
  act(() => {
    Toast.clear();
    Dialog.clear();
    clearToasts();
    clearDialogs();
  });
  cleanup();
  localStorage.clear();
});

// jsdom has no layout: scrolling is a no-op there.
Element.prototype.scrollIntoView ??= function scrollIntoView() {};

// jsdom has no pointer capture; antd-mobile's drag gestures (sheets, sliders) call it on pointerdown.
Element.prototype.setPointerCapture ??= function setPointerCapture() {};
Element.prototype.releasePointerCapture ??= function releasePointerCapture() {};
Element.prototype.hasPointerCapture ??= function hasPointerCapture() {
  return false;
};
