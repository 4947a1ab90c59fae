import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// Shared by Storybook (builder-vite merges it) and Vitest. The dependencies are pre-bundled up
// front: discovering one in the middle of a browser test run makes Vite reload and load React
// twice, which fails the first run on a fresh clone.
export default defineConfig({
  plugins: [react()],
  optimizeDeps: {
    include: [
      'react',
      'react/jsx-runtime',
      'react/jsx-dev-runtime',
      'react-dom',
      'react-dom/client',
      'react-aria',
      'react-stately',
      '@react-stately/data',
      '@internationalized/date',
      '@tanstack/react-table',
      'styled-components',
      'react-router',
      'swr',
      'valtio',
      'jose',
      'zod',
      'd3',
      'd3-geo',
      'topojson-client',
      'konva',
      'react-konva',
    ],
  },
});
