import { useState } from 'react';

export default function App() {
  const [todos, setTodos] = useState(['Buy milk', 'Study React']);

  // todos を map で <li> にして、<ul> の中に表示しよう
  // Show todos as <li> elements inside the <ul> with map

  // Add ボタンを置き、クリックで 'New task' を追加しよう
  // Add an Add button that appends 'New task' on a click
  return (
    <div>
      <h1>Todo</h1>
      <ul>
      </ul>
    </div>
  );
}
