// Every story renders inside the widgets' root with their stylesheet, in the story's theme
// (parameters.theme) or the toolbar's.
import type { Decorator, Preview } from '@storybook/react-vite';
import { WidgetRoot, widgetCss } from '@dadeal/widgets';

const withWidgetRoot: Decorator = (Story, context) => {
  const theme = (context.parameters.theme as string | undefined) ?? (context.globals.theme as string | undefined) ?? 'light';
  return (
    <div style={{ minHeight: '100vh', padding: 24, boxSizing: 'border-box', background: theme === 'dark' ? '#0b0f14' : '#f6f7f9' }}>
      <WidgetRoot theme={theme} styles={widgetCss}>
        <Story />
      </WidgetRoot>
    </div>
  );
};

const preview: Preview = {
  decorators: [withWidgetRoot],
  globalTypes: {
    theme: {
      description: 'Widget theme',
      toolbar: { title: 'Theme', icon: 'mirror', items: ['light', 'dark'], dynamicTitle: true },
    },
  },
  initialGlobals: { theme: 'light' },
  parameters: { layout: 'fullscreen', controls: { expanded: true } },
};

export default preview;
