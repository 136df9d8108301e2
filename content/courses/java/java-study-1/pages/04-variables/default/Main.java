public class Main {
    public static void main(String[] args) {
        String name = "Ken";
        // int 型の変数 age を用意して 14 を代入しよう (Declare an int variable age set to 14)

        System.out.println(name + " is " + " years old");
    }
}
