import { onFirstInteraction } from './after-page-load';

describe('onFirstInteraction', () => {
  it.each(['pointerdown', 'keydown', 'touchstart', 'wheel', 'scroll'])(
    'runs the task once, at the first %s',
    (type) => {
      const task = jest.fn();
      onFirstInteraction(task);
      expect(task).not.toHaveBeenCalled();
      window.dispatchEvent(new Event(type));
      window.dispatchEvent(new Event('keydown'));
      window.dispatchEvent(new Event('pointerdown'));
      expect(task).toHaveBeenCalledTimes(1);
    },
  );

  it('waits for the visitor, not for anything else the page does', () => {
    const task = jest.fn();
    onFirstInteraction(task);
    window.dispatchEvent(new Event('load'));
    window.dispatchEvent(new Event('resize'));
    expect(task).not.toHaveBeenCalled();
    document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(task).toHaveBeenCalledTimes(1);
  });
});
