import { createContext, useContext } from 'react';
import type { ConsoleViewerQuery } from './generated/graphql';

export type Viewer = ConsoleViewerQuery['me'];

export const ViewerContext = createContext<{ viewer: Viewer; signOut: () => void } | null>(null);

/** The signed-in person (inside the signed-in part of the console only). */
export function useViewer() {
  const value = useContext(ViewerContext);
  if (!value) throw new Error('useViewer outside the signed-in console');
  return value;
}

export const isWorkspaceAdmin = (viewer: Viewer): boolean => viewer.globalRole === 'ADMIN' || viewer.globalRole === 'SUPER_ADMIN';
