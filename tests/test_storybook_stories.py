"""A Storybook story file (`*.stories.tsx`, `*.story.tsx`) is an example of its component."""
from __future__ import annotations

from pathlib import Path

import pytest

from codesift.paths import path_class
from conftest import write_repo

# The component: what a question about dismissing on an outside click or Escape asks for.
LAYER = '''import * as React from 'react';

/**
 * A layer that is dismissed when the pointer goes down outside it or Escape is pressed;
 * nested layers dismiss the topmost one first.
 */
export const DismissableLayer = React.forwardRef<HTMLDivElement, DismissableLayerProps>(
  (props, forwardedRef) => {
    const { onEscapeKeyDown, onPointerDownOutside, onDismiss, ...layerProps } = props;
    const layers = React.useContext(LayerContext).layers;
    const isHighestLayer = index === layers.size - 1;
    usePointerDownOutside((event) => {
      onPointerDownOutside?.(event);
      if (!event.defaultPrevented) onDismiss?.();
    });
    return <div {...layerProps} ref={forwardedRef} />;
  },
);

function usePointerDownOutside(onPointerDownOutside: (event: PointerEvent) => void) {
  React.useEffect(() => {
    const handlePointerDown = (event: PointerEvent) => onPointerDownOutside(event);
    document.addEventListener('pointerdown', handlePointerDown);
    return () => document.removeEventListener('pointerdown', handlePointerDown);
  }, [onPointerDownOutside]);
}
'''

# Its stories: every demo of nested, dismissable popovers, closed on an outside click.
STORIES = '''import * as React from 'react';
import { DismissableLayer } from '@radix-ui/react-dismissable-layer';

export default { title: 'Utilities/DismissableLayer' };

export const Basic = () => {
  const [open, setOpen] = React.useState(false);
  return open ? <DismissableLayer onDismiss={() => setOpen(false)}>Outside click or Escape closes the layer</DismissableLayer> : null;
};

export const Nested = () => {
  // nested layers: Escape or a pointer down outside closes only the topmost layer
  return <DismissableLayer><DismissableLayer>nested layer, closes first</DismissableLayer></DismissableLayer>;
};

export const PopoverNested = () => {
  // nested popovers: clicking outside closes the topmost open popover layer only
  return <DummyPopover><DummyPopover>nested popover layer</DummyPopover></DummyPopover>;
};

function DummyPopover({ children }: { children: React.ReactNode }) {
  const [open, setOpen] = React.useState(true);
  // the popover layer closes on a pointer down outside or on Escape
  return open ? <DismissableLayer onPointerDownOutside={() => setOpen(false)} onEscapeKeyDown={() => setOpen(false)}>{children}</DismissableLayer> : null;
}
'''


@pytest.mark.parametrize("path", ["apps/storybook/stories/dismissable-layer.stories.tsx",
                                  "src/Button.stories.ts", "src/button/Button.story.tsx",
                                  "src/lib/Modal.stories.svelte", "src/Card.stories.jsx"])
def test_story_files_are_examples(path: str) -> None:
    assert path_class(path) == "example"


@pytest.mark.parametrize("path", ["src/stories.ts", "app/models/story.rb", "src/history.ts",
                                  "src/StoryCard.tsx"])
def test_files_named_for_stories_stay_source(path: str) -> None:
    assert path_class(path) == "source"


def test_a_components_stories_come_after_the_component(tmp_path: Path, make_index) -> None:
    # radix-ui/primitives' `apps/storybook/stories/dismissable-layer.stories.tsx`, read as
    # source, led "clicking outside or pressing Escape closes the open layer; with nested
    # popovers only the topmost one should close" over `dismissable-layer.tsx`.
    files = {"packages/react/dismissable-layer/src/dismissable-layer.tsx": LAYER,
             "apps/storybook/stories/dismissable-layer.stories.tsx": STORIES}
    ix = make_index(write_repo(tmp_path / "r", files))
    ix.refresh()
    hits = ix.search("Clicking outside or pressing Escape closes the open layer; with nested "
                     "popovers only the topmost one should close. Where is the outside "
                     "pointer-down detection done?").hits
    assert hits[0].path == "packages/react/dismissable-layer/src/dismissable-layer.tsx"
    stories = ix.search("storybook stories of the dismissable layer, nested popovers").hits
    assert stories[0].path == "apps/storybook/stories/dismissable-layer.stories.tsx"
