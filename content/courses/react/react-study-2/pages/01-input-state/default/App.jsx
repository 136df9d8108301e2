import { useState } from 'react';

export default function App() {
  // useState('Ken') で name と setName を作ろう
  // Make name and setName with useState('Ken')

  // <input> を置き、value と onChange で name と結びつけよう
  // Add an <input> tied to name with value and onChange
  return (
    <div>
      <p>Hello, !</p>
    </div>
  );
}
