import { useState } from 'react';

export default function App() {
  const [todos, setTodos] = useState(['Buy milk', 'Study React']);

  return (
    <div>
      <h1>Todo</h1>
      <ul>
        {todos.map((todo, index) => (
          <li key={index}>{todo}</li>
        ))}
      </ul>
      <button onClick={() => setTodos([...todos, 'New task'])}>Add</button>
    </div>
  );
}
