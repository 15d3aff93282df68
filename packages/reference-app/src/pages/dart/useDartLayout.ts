import { useState } from 'react';
import { useAppServices } from '../../app/AppServices';
import { readDartLayout, writeDartLayout } from './dartLayoutStorage';
import type { DartLayout } from './dartLayoutStorage';

/** The workspace layout, read once from local storage and written back on every change. */
export function useDartLayout() {
  const { storage } = useAppServices();
  const [layout, setLayout] = useState<DartLayout>(() => readDartLayout(storage));
  function update(next: DartLayout) {
    setLayout(next);
    writeDartLayout(storage, next);
  }
  return [layout, update] as const;
}
