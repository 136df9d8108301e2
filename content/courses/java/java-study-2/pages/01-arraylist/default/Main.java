import java.util.ArrayList;

public class Main {
    public static void main(String[] args) {
        ArrayList<String> fruits = new ArrayList<>();
        fruits.add("Apple");
        fruits.add("Banana");
        // add で "Cherry" を追加しよう (Add "Cherry" with add)

        // 拡張for文で要素を1つずつ出力しよう (Print each element with an enhanced for loop)

        System.out.println(fruits.size() + " fruits");
    }
}
