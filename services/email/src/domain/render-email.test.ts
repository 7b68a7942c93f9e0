import { sendVariables } from './render-email';

describe('sendVariables', () => {
  const person = { id: 'p1', name: 'Ada', email: 'ada@example.test', phone: null };

  it('when there are no vars, then the person is both at the top level and under contact', () => {
    expect(sendVariables(person, {})).toEqual({ ...person, contact: person });
  });

  it('when vars name top-level keys, then they win there and contact keeps the person', () => {
    expect(sendVariables(person, { name: 'Bob', extra: 1 })).toEqual({
      ...person,
      name: 'Bob',
      extra: 1,
      contact: person,
    });
  });

  it('when vars.contact is an object, then it replaces contact fields one by one', () => {
    const sut = sendVariables(person, { contact: { name: 'Countess', title: 'Lady' } });
    expect(sut.contact).toEqual({ ...person, name: 'Countess', title: 'Lady' });
    expect(sut.name).toBe('Ada');
  });

  it('when vars.contact is not an object, then it replaces contact as a whole', () => {
    expect(sendVariables(person, { contact: null }).contact).toBeNull();
    expect(sendVariables(person, { contact: 'x' }).contact).toBe('x');
  });

  it('when there is no person, then the variables are the vars as given', () => {
    expect(sendVariables(null, { a: 1, contact: { name: 'Z' } })).toEqual({ a: 1, contact: { name: 'Z' } });
  });
});
