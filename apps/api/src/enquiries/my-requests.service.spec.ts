import { historyOf } from './my-requests.service';

const at = (minute: number) => new Date(Date.UTC(2026, 10, 27, 9, minute));

describe('a request’s history as its sender sees it', () => {
  it('starts with its arrival and adds a step only when the customer-facing status changes', () => {
    const steps = historyOf({
      createdAt: at(0),
      updatedAt: at(30),
      status: 'won',
      history: [
        { status: 'contacted', at: at(10) },
        { status: 'quoted', at: at(20) },
        { status: 'won', at: at(30) },
      ],
    });
    expect(steps).toEqual([
      { status: 'new', at: at(0).toISOString() },
      { status: 'in-progress', at: at(10).toISOString() },
      { status: 'closed', at: at(30).toISOString() },
    ]);
  });

  it('shows a request stored before history was kept as its arrival and its status of now', () => {
    expect(historyOf({ createdAt: at(0), updatedAt: at(45), status: 'lost' })).toEqual([
      { status: 'new', at: at(0).toISOString() },
      { status: 'closed', at: at(45).toISOString() },
    ]);
    expect(historyOf({ createdAt: at(0), updatedAt: at(0), status: 'new' })).toEqual([
      { status: 'new', at: at(0).toISOString() },
    ]);
  });

  it('shows a request moved back to New after work began', () => {
    const steps = historyOf({
      createdAt: at(0),
      updatedAt: at(20),
      status: 'new',
      history: [
        { status: 'contacted', at: at(10) },
        { status: 'new', at: at(20) },
      ],
    });
    expect(steps.map((step) => step.status)).toEqual(['new', 'in-progress', 'new']);
  });
});
