import { useState } from 'react';

export default function App() {
  const [name, setName] = useState('Ken');

  return (
    <div>
      <input value={name} onChange={(event) => setName(event.target.value)} />
      <p>Hello, {name}!</p>
    </div>
  );
}
